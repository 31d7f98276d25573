export { createAlerts, type Alerts } from './alerts.ts';
export type { AlertDeps } from './deps.ts';
