/** What a refused diary form answers: the message, and what the user typed to show again. */
export interface FormAnswer {
  ok: false;
  message: string;
  values: Record<string, string>;
}

export const refused = (message: string, values: Record<string, string>): FormAnswer => ({ ok: false, message, values });
