import { setupTestDatabase } from './index.ts';

export default async function globalSetup(): Promise<void> {
  await setupTestDatabase();
}
