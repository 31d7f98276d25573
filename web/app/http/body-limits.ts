/** How much a request may carry (ADR 0026); uploads have their own limits per kind of file. */
export const bodyLimits = {
  /** A urlencoded or multipart form without a file: the longest diary note fits many times. */
  formBytes: 1024 * 1024,
  /** Room for a multipart form's boundaries and part headers beside its fields' text. */
  multipartEnvelopeBytes: 64 * 1024,
  /**
   * A form or upload declared larger than its limit is still read (and thrown away) up to this
   * much past the limit, so the sender is still listening when the refusal comes; beyond it the
   * connection is cut.
   */
  uploadDrainBytes: 16 * 1024 * 1024,
} as const;

/** What a sender is told when a request cannot be read. */
export const bodyMessages = {
  formTooLarge: 'The form is too large. Forms may carry at most 1 MB of text.',
  notAForm: 'This request could not be read: send the form as a web form.',
  unreadable: 'This request could not be read: its text is not valid.',
  nulCharacter: 'This request could not be read: it contains a NUL character.',
  badAddress: 'This address could not be read: it is not valid.',
  foreignOrigin: 'This form was sent from another site and was refused.',
} as const;
