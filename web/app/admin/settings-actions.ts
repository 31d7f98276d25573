import type { ActionMessage } from '../ui/form-alert.tsx';

/** The two forms of the Settings screen; each sends its own fields, parsed by its service. */
export type SettingsIntent = 'create-admin' | 'save-account';

export interface SettingsAnswer extends ActionMessage {
  intent: SettingsIntent | null;
  /** Which payment account form answered, so its own alert shows the message. */
  accountType: string | null;
}
