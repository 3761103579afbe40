/**
 * Kratos UI texts (`text/id.go`, `text/message_*.go`): ids are stable and the SDK renders
 * `text`. Only the texts this service emits are listed.
 */
export interface UiText {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Record<string, unknown>;
}

const info = (id: number, text: string, context?: Record<string, unknown>): UiText =>
  context === undefined ? { id, text, type: 'info' } : { id, text, type: 'info', context };
const error = (id: number, text: string, context?: Record<string, unknown>): UiText =>
  context === undefined ? { id, text, type: 'error' } : { id, text, type: 'error', context };

const SENT_CODE =
  'An email containing a %s code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.';

export const msg = {
  signIn: () => info(1010001, 'Sign in'),
  confirmItIsYou: () => info(1010003, 'Please confirm this action by verifying that it is you.'),
  secondFactor: () => info(1010004, 'Please complete the second authentication challenge.'),
  authCode: () => info(1010006, 'Authentication code'),
  backupCode: () => info(1010007, 'Backup recovery code'),
  useAuthenticator: () => info(1010009, 'Use Authenticator'),
  useBackupCode: () => info(1010010, 'Use backup recovery code'),
  signInWithPassword: () => info(1010022, 'Sign in with password'),
  signUp: () => info(1040001, 'Sign up'),
  saved: (): UiText => ({ id: 1050001, text: 'Your changes have been saved!', type: 'success' }),
  unlinkTotp: () => info(1050004, 'Unlink TOTP Authenticator App'),
  totpQr: () => info(1050005, 'Authenticator app QR code'),
  totpSecret: (secret: string) => info(1050006, secret, { secret }),
  revealCodes: () => info(1050007, 'Reveal backup recovery codes'),
  regenerateCodes: () => info(1050008, 'Generate new backup recovery codes'),
  oneCode: (secret: string) => info(1050009, secret, { secret }),
  codesIntro: () => info(1050010, 'These are your back up recovery codes. Please keep them in a safe place!'),
  confirmCodes: () => info(1050011, 'Confirm backup recovery codes'),
  usedCode: (usedAt: Date) =>
    info(1050014, `Secret was used at ${goTime(usedAt)}`, {
      used_at: usedAt.toISOString(),
      used_at_unix: Math.floor(usedAt.getTime() / 1000),
    }),
  codeList: (secrets: UiText[]) =>
    info(1050015, secrets.map((s) => (s.id === 1050014 ? 'used' : s.text)).join(', '), { secrets }),
  disableMethod: () => info(1050016, 'Disable this method'),
  totpSecretLabel: () =>
    info(1050017, 'This is your authenticator app secret. Use it if you can not scan the QR code.'),
  recovered: (minutes: number): UiText => ({
    id: 1060001,
    text: `You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next ${minutes.toFixed(2)} minutes.`,
    type: 'success',
    context: { privileged_session_expires_at_unix_until_minutes: minutes },
  }),
  recoveryCodeSent: () => info(1060003, SENT_CODE.replace('%s', 'recovery')),
  password: () => info(1070001, 'Password'),
  title: (title: string, name: string) => info(1070002, title, { title, name }),
  save: () => info(1070003, 'Save'),
  id: () => info(1070004, 'ID'),
  verifyCode: () => info(1070006, 'Verify code'),
  email: () => info(1070007, 'Email'),
  resendCode: () => info(1070008, 'Resend code'),
  continue: () => info(1070009, 'Continue'),
  recoveryCode: () => info(1070010, 'Recovery code'),
  verificationCode: () => info(1070011, 'Verification code'),
  verified: (): UiText => ({
    id: 1080002,
    text: 'You successfully verified your email address.',
    type: 'success',
  }),
  verificationCodeSent: () => info(1080003, SENT_CODE.replace('%s', 'verification')),
  reason: (text: string) => error(4000001, text),
  missing: (property: string) => error(4000002, `Property ${property} is missing.`, { property }),
  invalidCredentials: () =>
    error(
      4000006,
      'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
    ),
  duplicateIdentifier: () =>
    error(4000007, 'An account with the same identifier (email, phone, username, ...) exists already.'),
  invalidTotp: () => error(4000008, 'The provided authentication code is invalid, please try again.'),
  noTotp: () => error(4000011, 'You have no TOTP device set up.'),
  lookupUsed: () => error(4000012, 'This backup recovery code has already been used.'),
  noLookup: () => error(4000014, 'You have no backup recovery codes set up.'),
  lookupInvalid: () => error(4000016, 'The backup recovery code is not valid.'),
  passwordSimilar: () =>
    error(4000031, 'The password can not be used because it is too similar to the identifier.'),
  passwordTooShort: (min: number, actual: number) =>
    error(4000032, `The password must be at least ${min} characters long, but got ${actual}.`, {
      min_length: min,
      actual_length: actual,
    }),
  passwordTooLong: (max: number, actual: number) =>
    error(4000033, `The password must be at most ${max} characters long, but got ${actual}.`, {
      max_length: max,
      actual_length: actual,
    }),
  passwordSame: () => error(4000039, 'The new password must be different from the old password.'),
  invalidEmail: () => error(4000040, 'Enter a valid email address'),
  flowExpired: (id: number, flow: string, minutes: number) =>
    error(id, `The ${flow} flow expired ${minutes.toFixed(2)} minutes ago, please try again.`, {
      expired_at_unix_since_minutes: minutes,
    }),
  noStrategy: () =>
    error(4010002, 'Could not find a strategy to log you in with. Did you fill out the form correctly?'),
  alreadyCompleted: (id: number) =>
    error(id, 'The request was already completed successfully and can not be retried.'),
  recoveryCodeInvalid: () =>
    error(4060006, 'The recovery code is invalid or has already been used. Please try again.'),
  verificationCodeInvalid: () =>
    error(4070006, 'The verification code is invalid or has already been used. Please try again.'),
  accountDisabled: () =>
    error(4010011, 'This account has been disabled. Please contact support for assistance.'),
};

/** Go's `time.Time.String()` form for UTC, e.g. `2021-08-17 11:32:39 +0000 UTC`. */
function goTime(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} +0000 UTC`;
}
