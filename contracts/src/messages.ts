/** The user-facing texts of the specification, word for word (§4, §5, §8). */
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
} as const;

/** Texts of empty lists (§8). */
export const emptyTexts = {
  users: 'No Users Exist',
  payments: 'No Payments Exist',
  clients: 'No Clients Exist',
  cases: 'No Cases Exist',
} as const;

/** The upload screen's "choose a file" messages, by content kind (§5). */
export const chooseFileMessages = {
  statutes: 'Choose Statutes file!',
  cases: 'Choose Cases file!',
  legalTerms: 'Choose LegalTerms file!',
  articles: 'Choose Articles file!',
  topics: 'Choose Topics file!',
  dictionary: 'Choose Dictionary file!',
} as const;
