/** The user-facing texts, word for word (docs/product-rules.md#messages). */
export const messages = {
  fillAllFields: 'Please fill all the fields',
  emailInvalid: 'Email is Invalid',
  verifyPhone: 'Verify your phone number!',
  passwordTooShort: 'password length is less than 6',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordDoesNotMatch: "Password Doesn't match!",
  acceptTerms: 'Accept terms & conditions',
  noReceipt: 'No receipt found!',
  fillMandatoryFields: 'Fill Mandatory Fields!',
  enterOtp: 'Please enter the otp to verify its your account!',
  codeNotReceived: "If doesn't receive the code!",
  wrongOtpLogin: 'Wrong otp code Please try again!',
  wrongOtpReset: 'Wrong Otp Code!',
  createNewPassword: 'Now create new password',
  invalidContact: 'Invalid Contact Number',
  passwordChanged: 'Change password successfully',
  contactVerified: 'Contact number verified successfully',
  contactNotVerified: "Contact number isn't verified!",
  accountCreated: 'Your account is created successfully.Now Login your account.',
  phoneAlreadyRegistered: 'Your Phone Number is already registered!',
  alreadyInUse: 'You are already using this account!',
  wrongOldPassword: 'Wrong old Password!',
  freeTrialTaken: 'Free trial already taken!',
  receiptUploaded: 'Receipt uploaded successfully!',
  packageExpired: 'Package Expired!',
  logoutSuccess: 'Logout Successfully',
  loginSuccess: 'Login Successfully',
  receiptPending: 'Your Receipt Verification is Pending....',
  packageWillExpire: 'Package will Expire after',
  remainingTime: 'Remaining Time:',
  contactOk: 'ok',
  // Our own texts, where the spec leaves the server's answer unshown.
  wrongCredentials: 'Email or password is incorrect',
  emailAlreadyRegistered: 'Your Email is already registered!',
  phoneInvalid: 'Enter a Pakistani mobile number such as 0300-1234567',
  chooseRole: 'Choose your role from the list',
  codeSent: 'A code has been sent to your phone',
  signInFirst: 'Please sign in with your email and password first.',
  codeExpired: 'Your code has expired. Please request a new one.',
  codeLocked: 'Too many wrong codes. Please request a new one.',
  codeNotSent: 'The code could not be sent. Please try again.',
  resetExpired: 'Your password reset has expired. Please start again.',
  passwordUpdated: 'Password updated successfully',
  passwordChangedTokensRevoked: 'Change password successfully. Your personal access tokens were revoked: create new ones for the programs that need them.',
  profileUpdated: 'Profile updated successfully',
  nothingToUpdate: 'Nothing to update',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  userNotFound: 'User not found',
  adminCreated: 'Admin account created successfully',
  cannotDeleteSelf: "You can't delete your own account",
  otherDevicesLoggedOut: 'Logged out from other devices. Now Login your account.',
  trialStarted: 'Your free trial has started',
  notFreePackage: 'Only the free package can be taken as a free trial',
  freePackageNeedsNoReceipt: 'The free trial needs no receipt. Choose Accept & Continue.',
  packageStillActive: 'Your package is still active. You can renew it once it expires.',
  packageNotDue: 'Your package has not expired yet',
  paymentNotFound: 'Payment not found',
  verifyOnlyPending: 'Only a pending payment can be verified',
  expireOnlyPaid: 'Only a paid package can be expired',
  expiredPaymentNoEdit: 'An expired payment cannot be edited',
  paidCannotBePending: 'A verified payment cannot be set back to pending',
  verifyBeforeExpiry: 'Verify the payment before setting its expiry',
  paymentChangedElsewhere: 'This payment was changed by someone else. Reload and try again.',
  paymentVerified: 'Payment verified successfully',
  paymentUpdated: 'Payment updated successfully',
  paymentDeleted: 'Payment deleted successfully',
  dateInvalid: 'Enter a valid date',
  dateAfterToday: 'Choose a date up to today',
  isPaidInvalid: "Payment status must be 'true', 'false' or 'expire'",
  packageNotFound: 'Package not found',
  packageNameTaken: 'A package with this name already exists',
  durationInvalid: 'Duration must be a whole number of days',
  amountInvalid: 'Fees must be amounts of zero or more, such as 1500',
  packageAdded: 'Package added successfully',
  packageUpdated: 'Package updated successfully',
  packageDeleted: 'Package deleted successfully',
  chooseAccountType: 'Choose JazzCash, Easypaisa or Bank',
  paymentAccountSaved: 'Payment account saved successfully',
  choosePicture: 'Choose a picture to upload',
  pictureNotImage: 'The picture must be a PNG, JPEG, GIF or WebP image',
  pictureTooLarge: 'The picture is larger than 2 MB',
  pictureUpdated: 'Profile picture updated successfully',
  pictureRemoved: 'Profile picture removed',
} as const;

/** Texts of empty lists. */
export const emptyTexts = {
  users: 'No Users Exist',
  payments: 'No Payments Exist',
  clients: 'No Clients Exist',
  cases: 'No Cases Exist',
} as const;

/** The upload screen's "choose a file" messages, by content kind (docs/product-rules.md#imports). */
export const chooseFileMessages = {
  statutes: 'Choose Statutes file!',
  cases: 'Choose Cases file!',
  legalTerms: 'Choose LegalTerms file!',
  articles: 'Choose Articles file!',
  topics: 'Choose Topics file!',
  dictionary: 'Choose Dictionary file!',
} as const;

/** A wait in words, rounded up: "1 minute", "15 minutes", "2 hours". */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

const pakistanClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const pakistanDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit' });
const pakistanDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', day: 'numeric', month: 'short' });

/**
 * When a wait of `seconds` from `now` ends on Pakistan's clock, rounded up to the minute so trying
 * then always works: "16:05", "tomorrow 02:30" past midnight, "27 Nov 09:00" further on.
 */
export function waitEndsAt(seconds: number, now: Date = new Date()): string {
  const end = new Date(Math.ceil((now.getTime() + Math.max(0, seconds) * 1000) / 60_000) * 60_000);
  const time = pakistanClock.format(end);
  const day = pakistanDay.format(end);
  if (day === pakistanDay.format(now)) return time;
  if (day === pakistanDay.format(new Date(now.getTime() + 86_400_000))) return `tomorrow ${time}`;
  return `${pakistanDate.format(end)} ${time}`;
}

const tryAgain = (seconds: number, now?: Date) => `Please try again in ${waitInWords(seconds)} (at ${waitEndsAt(seconds, now)}).`;

/** What someone over an abuse limit is told: always when to try again, as a wait and on the clock (ADR 0026). */
export const limitMessages = {
  tooManyCodes: (seconds: number, now?: Date) => `Too many codes requested. ${tryAgain(seconds, now)}`,
  tooManyAttempts: (seconds: number, now?: Date) => `Too many attempts. ${tryAgain(seconds, now)}`,
  tooManyWrongCodes: (seconds: number, now?: Date) => `Too many wrong codes. ${tryAgain(seconds, now)}`,
  /** The captcha's answers per visitor. */
  tooManyTries: (seconds: number, now?: Date) => `Too many tries. ${tryAgain(seconds, now)}`,
  /** No database connection came free in time: the request is refused rather than left waiting. */
  serverBusy: 'The server is busy just now. Please try again in a moment.',
} as const;
