// The most common passwords of 8 to 16 characters (issue 14 item 4), in lower case: what people pick first and what a
// guesser tries first (the well-known leaked-password top lists, common Chinese picks such as woaini1314, and this
// platform's own words). Shorter ones are refused by length and digits-only ones by their own rule, so neither is
// listed. The list is compared case-insensitively (passwordRuleKey in validation.ts).

/** Common passwords (lower case). */
// prettier-ignore
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'password!', 'password@123', 'password#1',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'p@ssw0rd1', 'p@ssw0rd123', 'pa55word', 'pa55w0rd', 'passwort', 'passwords',
  'password01', 'password2', 'password11', 'mypassword', 'newpassword', 'secretpassword', 'qwertyui', 'qwertyuiop',
  'qwerty12', 'qwerty123', 'qwerty1234', 'qwerty123456', 'qwerty1!', 'qwer1234', 'qwer@1234', 'qwerasdf',
  'qwertz123', 'qweasdzxc', 'qweqweqwe', 'qwe123456', 'qwe12345', 'qwe@1234', 'qazwsxedc', 'qazwsx123', 'qaz123456',
  '1qaz2wsx', '1qaz2wsx3edc', '1qazxsw2', '1qaz@wsx', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4',
  'q1w2e3r4t5', 'q1w2e3r4t5y6', 'zaq12wsx', 'zaq1zaq1', 'zaq1xsw2', '!qaz2wsx', 'asdfghjk', 'asdfghjkl', 'asdf1234',
  'asdfasdf', 'asd123456', 'asdasdasd', 'asdqwe123', 'zxcvbnm1', 'zxcvbnm123', 'zxcvbnma', 'zxc123456', 'zxcvbnmasd',
  '1234qwer', '1234asdf', '1234abcd', 'abcd1234', 'abcd12345', 'abc12345', 'abc123456', 'abc1234567', 'abc123456789',
  'abcdefgh', 'abcdefg1', 'abcdefg123', 'abc@1234', 'abc@123456', 'a1234567', 'a12345678', 'a123456789', 'a1b2c3d4',
  'a1b2c3d4e5', '1a2b3c4d', 'aa123456', 'aaa12345', 'aaaaaaaa', 'aa112233', 'aaaa1111', 'aabbccdd', 'aa123123',
  'a5201314', 'woaini1314', 'woaini520', 'woaini123', 'iloveyou', 'iloveyou1', 'iloveyou2', 'iloveyou123',
  'loveyou1', 'ilovechina', 'admin123', 'admin1234', 'admin12345', 'admin@123', 'admin888', 'administrator',
  'adminadmin', 'root1234', 'rootroot', 'root@123', 'test1234', 'test12345', 'test@123', 'testtest', 'tester123',
  'guest123', 'user1234', 'changeme', 'changeme1', 'default1', 'welcome1', 'welcome123', 'welcome@123', 'welcome!',
  'letmein1', 'letmein123', 'trustno1', 'trustno1!', 'sunshine', 'sunshine1', 'princess', 'princess1', 'football',
  'football1', 'baseball', 'baseball1', 'basketball', 'superman', 'superman1', 'batman123', 'spiderman', 'starwars',
  'starwars1', 'michael1', 'jennifer', 'jessica1', 'jordan23', 'michelle', 'nicole12', 'charlie1', 'whatever',
  'computer', 'computer1', 'internet', 'corvette', 'mercedes', 'liverpool', 'chelsea1', 'arsenal1', 'manchester',
  'barcelona', 'pokemon1', 'samsung1', 'iphone123', 'google123', 'facebook', 'monkey12', 'dragon12', 'shadow12',
  'master12', 'master123', 'killer12', 'hello123', 'hello1234', 'helloworld', 'hello@123', 'football123', 'soccer12',
  'hockey12', 'lovely12', 'babygirl', 'babygirl1', 'sweetheart', 'blink182', '123qweasd', '123qwe123', '123abc123',
  '123456qwe', '123456abc', '123456aa', '123456a!', '123456789a', '12345678a', '1234567a', '12345qwert', '12345abc',
  '1234567q', '147258369a', '159357abc', '11111111a', '88888888a', 'a11111111', 'qq123456', 'qq123456789',
  'wang1234', 'zhang123', 'li123456', 'chen1234', 'liu12345', 'woshishui', 'nihao123', 'wodemima', 'mima1234',
  'mima123456', 'china123', 'china1234', 'beijing123', 'shanghai123', 'asdfjkl;', '1234567890a', 'passpass',
  'secret12', 'secret123', 's3cr3t123', 'letmein!', 'azerty123', 'azertyuiop', 'football!', 'abcabc123', 'abcabcabc',
  'iloveu123', 'loveme12', 'lovelove', '11qq22ww', '1q1q1q1q', 'q1q1q1q1', 'qwaszx12', 'qawsedrf', 'qwertyu1',
  'q1234567', 'q12345678', 'qwertyuiop123', 'opentmc123', 'trip1234', 'travel123', 'company123',
]);
