import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, type TestUser, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx.app, { name: 'Rahim' });
});
afterAll(() => ctx.close());

const updateUser = (payload: unknown, who: TestUser = user) =>
  ctx.app.inject(as(who, { method: 'POST', url: '/api/auth/update-user', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }));
const stored = (id: string) => ctx.database.db.selectFrom('users').select(['name', 'image']).where('id', '=', id).executeTakeFirstOrThrow();

describe('update-user takes the name and picture the contract allows, nothing else', () => {
  it.each([
    ['an empty name', { name: '' }, messages.validation.nameRequired],
    ['a blank name', { name: '   ' }, messages.validation.nameRequired],
    ['a 5,000-character name', { name: 'n'.repeat(5000) }, messages.validation.nameTooLong],
    ['a null name', { name: null }, messages.validation.nameRequired],
    ['an object as the name', { name: { first: 'Rahim' } }, messages.validation.nameRequired],
    ['an array as the name', { name: ['Rahim'] }, messages.validation.nameRequired],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'Upload the image here'],
    ["another site's image", { image: 'https://evil.example/face.png' }, 'Upload the image here'],
    ['a number as the image', { image: 42 }, messages.validation.imageRequired],
    ['a field the shop does not take', { nickname: 'Ra' }, 'nickname'],
  ])('refuses %s with 400 { code, message }, and changes nothing', async (_label, payload, message) => {
    const response = await updateUser(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    expect(await stored(user.id)).toEqual({ name: 'Rahim', image: null });
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['a string', 'Rahim'],
    ['a number', 7],
  ])('refuses a body that is %s with 400, never 500', async (_label, payload) => {
    const response = await updateUser(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it("stores a trimmed name, an image the shop serves, and no image; another customer's account is not touched", async () => {
    const own = await signUp(ctx.app, { name: 'Before' });
    expect((await updateUser({ name: '  Karim Uddin  ', image: '/images/avatars/antor.svg' }, own)).statusCode).toBe(200);
    expect(await stored(own.id)).toEqual({ name: 'Karim Uddin', image: '/images/avatars/antor.svg' });
    expect((await updateUser({ image: null }, own)).statusCode).toBe(200);
    expect(await stored(own.id)).toEqual({ name: 'Karim Uddin', image: null });
    expect(await stored(user.id)).toEqual({ name: 'Rahim', image: null });
  });
});

describe("sign-up and the other Better Auth routes that take an account's data", () => {
  const signUpWith = (payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'New Customer', email: uniqueEmail(), password: 'copper heat pipes', ...payload },
    });

  it.each([
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'Upload the image here'],
    ['an address longer than the contract allows', { email: `${'x'.repeat(250)}@example.com` }, messages.validation.emailInvalid],
    ['an address without a proper domain', { email: 'someone@localhost' }, messages.validation.emailInvalid],
    ['a name that is a list', { name: ['New', 'Customer'] }, messages.validation.nameRequired],
    ['a password shorter than 6 characters', { password: 'abc12' }, messages.validation.passwordTooShort],
  ])('sign-up refuses %s with 400 and the contract message, and creates no account', async (_label, payload, message) => {
    const before = await ctx.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    const response = await signUpWith(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    expect(
      await ctx.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it.each([
    ['a line break', 'Rahim\nYour account is LOCKED', messages.validation.nameControlCharacters],
    ['a carriage return', 'Rahim\rUddin', messages.validation.nameControlCharacters],
    ['a tab', 'Rahim\tUddin', messages.validation.nameControlCharacters],
    ['a Unicode line separator', 'Rahim\u2028Uddin', messages.validation.nameControlCharacters],
    ['a mark that reverses the text', 'Rahim \u202EUddin', messages.validation.nameControlCharacters],
    ['an https:// link', 'Unlock at https://evil.example', messages.validation.nameLink],
    ['a scheme without a domain', 'Rahim http://localhost', messages.validation.nameLink],
    ['a www. address', 'Rahim www.evil', messages.validation.nameLink],
    ['a domain', 'Rahim (evil-shop.com)', messages.validation.nameLink],
    ['a domain in capitals', 'VISIT EVIL.COM NOW', messages.validation.nameLink],
    ['a domain after an initial', 'A.evil.net', messages.validation.nameLink],
    ['an email address', 'write to me@evil.co', messages.validation.nameLink],
    ['71 characters', 'n'.repeat(71), messages.validation.nameTooLong],
  ])('sign-up refuses a name with %s: 400 and the message that says why', async (_label, name, message) => {
    const response = await signUpWith({ name });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: `name: ${message}` });
  });

  it.each(["Seán O'Brien-Ní Dhomhnaill", 'A.K.M. Rahman', 'A.Rahman', 'Dr. Nadia Islam, Jr.', 'Nguyễn Thị Minh Khai', '王小明', 'محمد رحيم', 'n'.repeat(70)])(
    'sign-up takes the name %s',
    async (name) => {
      const response = await signUpWith({ name });
      expect(response.statusCode, response.body).toBe(200);
      expect(await stored(response.json().user.id)).toEqual({ name, image: null });
    },
  );

  it('an account whose name was stored before these rules keeps it: the profile shows it, and the picture can still change', async () => {
    const old = await signUp(ctx.app);
    const legacy = 'Your account is LOCKED\nunlock at https://evil.example';
    await ctx.database.db.updateTable('users').set({ name: legacy }).where('id', '=', old.id).execute();
    expect((await ctx.app.inject(as(old, { method: 'GET', url: `/api/user/profile/${old.email}` }))).json().name).toBe(legacy);
    expect((await updateUser({ image: '/images/avatars/antor.svg' }, old)).statusCode).toBe(200);
    expect(await stored(old.id)).toEqual({ name: legacy, image: '/images/avatars/antor.svg' });
    const renamed = await updateUser({ name: 'Still https://evil.example' }, old);
    expect(renamed.json()).toEqual({ code: 'BAD_REQUEST', message: `name: ${messages.validation.nameLink}` });
  });

  it('sign-up stores the name trimmed, as the shop shows it', async () => {
    const response = await signUpWith({ name: '  Nadia Islam ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(response.json().user.id)).toEqual({ name: 'Nadia Islam', image: null });
  });

  it('sign-in refuses a body of the wrong shape with 400 and the contract message', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'not an address', password: user.password } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: `email: ${messages.validation.emailInvalid}` });
  });

  it.each([
    ['change-password', { currentPassword: 'a long and unusual passphrase', newPassword: 'x'.repeat(129) }, messages.validation.passwordTooLong],
    ['change-password', { currentPassword: 'a long and unusual passphrase', newPassword: { length: 12 } }, messages.validation.passwordRequired],
    ['verify-password', { password: ['a long and unusual passphrase'] }, messages.validation.passwordRequired],
    ['reset-password', { token: 'whatever', newPassword: 'abc' }, messages.validation.passwordTooShort],
    ['request-password-reset', { email: 'nobody' }, messages.validation.emailInvalid],
    ['send-verification-email', { email: 'nobody@nowhere' }, messages.validation.emailInvalid],
  ])('%s refuses %o with 400 and the contract message', async (route, payload, message) => {
    const who = await signUp(ctx.app);
    const response = await ctx.app.inject(as(who, { method: 'POST', url: `/api/auth/${route}`, payload }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining(message) });
  });
});
