import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));

describe('roles', () => {
  it('an admin makes a customer admin once; the customer then passes admin checks', async () => {
    const customer = await signUp(ctx.app);
    expect((await inject(customer, { method: 'GET', url: `/api/admin/${customer.email}` })).json()).toEqual({ admin: false });
    expect((await inject(admin, { method: 'PUT', url: `/api/user/admin/${customer.email}` })).json()).toEqual({ modifiedCount: 1 });
    expect((await inject(admin, { method: 'PUT', url: `/api/user/admin/${customer.email}` })).json()).toEqual({ modifiedCount: 0 });
    expect((await inject(customer, { method: 'GET', url: `/api/admin/${customer.email}` })).json()).toEqual({ admin: true });
    expect((await inject(customer, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });

  it('a customer cannot make anyone admin, themself included', async () => {
    const customer = await signUp(ctx.app);
    const response = await inject(customer, { method: 'PUT', url: `/api/user/admin/${customer.email}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: messages.auth.adminOnly });
  });

  it('answers 404 for an account that does not exist and 400 for an address that is not an email', async () => {
    expect((await inject(admin, { method: 'PUT', url: `/api/user/admin/${uniqueEmail('ghost')}` })).statusCode).toBe(404);
    expect((await inject(admin, { method: 'DELETE', url: `/api/user/${uniqueEmail('ghost')}` })).statusCode).toBe(404);
    const bad = await inject(admin, { method: 'GET', url: '/api/admin/not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(`email: ${messages.validation.emailInvalid}`);
  });

  it('lists every user with email, name and role for an admin', async () => {
    const customer = await signUp(ctx.app, { name: 'Listed Person' });
    const list = (await inject(admin, { method: 'GET', url: '/api/user' })).json();
    expect(list).toContainEqual({
      _id: customer.id,
      name: 'Listed Person',
      email: customer.email,
      role: null,
      taxExemptCertificate: null,
      paymentTermsDays: null,
    });
    expect(list).toContainEqual(expect.objectContaining({ email: admin.email, role: 'admin' }));
  });

  it('an admin cannot delete their own account from here', async () => {
    const response = await inject(admin, { method: 'DELETE', url: `/api/user/${admin.email}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.auth.cannotDeleteSelf);
  });
});

describe('profiles', () => {
  const profile = {
    education: 'BSc in EEE, BUET',
    address: 'House 12, Road 5, Dhanmondi, Dhaka',
    phone: '+880 1711 223344',
    linkedin: 'https://www.linkedin.com/in/rahim',
  };

  it('starts empty, stores all four fields including LinkedIn, and reads them back', async () => {
    const user = await signUp(ctx.app, { name: 'Rahim' });
    const empty = (await inject(user, { method: 'GET', url: `/api/user/profile/${user.email}` })).json();
    expect(empty).toEqual({ name: 'Rahim', email: user.email, education: null, address: null, phone: null, linkedin: null });
    const saved = await inject(user, { method: 'PUT', url: `/api/user/update/${user.email}`, payload: { email: user.email, ...profile } });
    expect(saved.json()).toEqual({ modifiedCount: 1 });
    const again = await inject(user, { method: 'PUT', url: `/api/user/update/${user.email}`, payload: { ...profile, education: 'MSc' } });
    expect(again.json()).toEqual({ modifiedCount: 1 });
    expect((await inject(user, { method: 'GET', url: `/api/user/profile/${user.email}` })).json()).toEqual({
      name: 'Rahim',
      email: user.email,
      ...profile,
      education: 'MSc',
    });
    expect((await inject(admin, { method: 'GET', url: `/api/user/profile/${user.email}` })).json().education).toBe('MSc');
  });

  it.each([
    [{ education: '' }, messages.validation.educationRequired],
    [{ address: '   ' }, messages.validation.addressRequired],
    [{ phone: 'call me' }, messages.validation.phoneInvalid],
    [{ linkedin: 'https://evil.example/in/x' }, messages.validation.linkedinInvalid],
    [{ linkedin: 'javascript:alert(1)' }, messages.validation.linkedinInvalid],
  ])('refuses %o with its message', async (change, message) => {
    const user = await signUp(ctx.app);
    const response = await inject(user, { method: 'PUT', url: `/api/user/update/${user.email}`, payload: { ...profile, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("refuses an update that names someone else's email in the body", async () => {
    const user = await signUp(ctx.app);
    const response = await inject(user, { method: 'PUT', url: `/api/user/update/${user.email}`, payload: { ...profile, email: admin.email } });
    expect(response.statusCode).toBe(403);
  });
});
