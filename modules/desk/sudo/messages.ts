/** What the confirmation of identity (sudo mode) says. */
export const SUDO_MESSAGES = {
  confirmed: 'Confirmed. Carrying on.',
  wrongCode: 'That code did not work. Check the app and try the current code.',
  wrongPassword: 'That password is not right.',
} as const
