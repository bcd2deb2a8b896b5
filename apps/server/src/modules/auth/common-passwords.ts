/**
 * Passwords from the top of public breach lists that are at least 6 characters long (shorter ones fail the
 * length rule anyway). Checked locally: the shop makes no network call to vet a password.
 */
export const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '987654321', '654321', '123123', '123321',
  '111111', '222222', '333333', '444444', '555555', '666666', '777777', '888888', '999999', '000000', '1111111',
  '11111111', '121212', '112233', '131313', '159753', '147258', '147258369', '123654', '123qwe', '1q2w3e', '1q2w3e4r',
  '1q2w3e4r5t', '1qaz2wsx', 'qazwsx', 'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop', 'qwe123', 'asdfgh',
  'asdfghjkl', 'asdf1234', 'zxcvbn', 'zxcvbnm', 'azerty', 'password', 'password1', 'password12', 'password123',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass123', 'pass1234', 'passpass', 'abc123', 'abc1234', 'abc12345', 'abcdef',
  'abcd1234', 'aaaaaa', 'iloveyou', 'iloveyou1', 'letmein', 'letmein1', 'welcome', 'welcome1', 'welcome123', 'admin123',
  'administrator', 'monkey', 'dragon', 'master', 'shadow', 'sunshine', 'princess', 'football', 'baseball', 'soccer',
  'hockey', 'superman', 'batman', 'trustno1', 'starwars', 'computer', 'michael', 'jennifer', 'jordan', 'hunter',
  'buster', 'harley', 'tigger', 'charlie', 'robert', 'thomas', 'daniel', 'andrew', 'george', 'michelle', 'jessica',
  'pepper', 'freedom', 'ginger', 'joshua', 'cheese', 'amanda', 'summer', 'ashley', 'nicole', 'chelsea', 'matthew',
  'access', 'yankees', 'dallas', 'austin', 'thunder', 'taylor', 'matrix', 'mustang', 'killer', 'secret', 'secret123',
  'lovely', 'flower', 'babygirl', 'samsung', 'google', 'whatever', 'qwerty1234', 'changeme', 'default', 'login',
  'test123', 'testing', 'shopping', 'partsmith', 'partsmith1', 'partsmith123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
