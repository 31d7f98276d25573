/** What the JSON API tells a program when it refuses (ADR 0043); English, as an API reference is. */
export const apiMessages = {
  noToken: 'Send a personal access token: Authorization: Bearer qan_… (create one on your profile).',
  badToken: 'This access token is unknown or was revoked.',
  admin: 'Admin accounts have no API access.',
  packageLapsed: 'Your package is not active: the API answers while your package is paid and verified.',
  scope: (scope: string) => `This token may not read this: it needs the ${scope} scope.`,
  rateLimited: (seconds: number) => `Too many requests with this token. Try again in ${seconds} seconds.`,
  notFound: 'There is nothing at this address of the API.',
  caseNotFound: 'The library holds no case with this citation.',
  statuteNotFound: 'The library holds no section with this id.',
  unknownMode: 'The search modes are caselaw, index, citation, courtwise and advance.',
  methodNotAllowed: (allowed: string) => `This address answers ${allowed} only.`,
  jsonOnly: 'Send the body as JSON (Content-Type: application/json).',
  badJson: 'The body is not valid JSON.',
  tooLong: 'A value in the address is too long.',
} as const;
