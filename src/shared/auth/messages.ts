// No imports on purpose: the header's sign-out uses these texts, and it must not pull zod into
// the visitor's first download.
/** Texts are word for word from the spec (customer-side.md §5 and §8). */
export const authMessages = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  enterEmail: 'Please enter your email address',
  invalidEmail: 'Invalid email address format.',
  nameRequired: 'Full Name is required',
  emailRequired: 'Email Address is required',
  // The login form labels its field 'E-mail' (customer-side.md, /login), so its message says so too.
  loginEmailRequired: 'E-mail is required',
  passwordRequired: 'Password is required',
  // The spec gives no words for an empty confirmation; ours follow its field label like the others.
  confirmPasswordRequired: 'Confirm Password is required',
  termsRequired: 'You must accept the terms and conditions',
  emailInUse: 'This email is already in use. Please try another one.',
  weakPassword: 'Password is too weak. Please use a stronger password.',
  registrationDefault: 'An error occurred during registration. Please try again.',
  wrongCredentials: 'Incorrect password. Please try again.',
  userNotFound: 'No account found with this email address.',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
  networkError: 'Network error. Please check your connection and try again.',
  loginDefault: 'An error occurred during login. Please try again.',
  resetUserNotFound: 'No user found with this email address.',
  resetInvalidEmail: 'Please enter a valid email address.',
  resetDefault: 'An unexpected error occurred. Please try again later.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  // Ours: the session ended elsewhere (expired, signed out on another device, password reset, account removed).
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const
