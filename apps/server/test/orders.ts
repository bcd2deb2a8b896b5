import type { FastifyInstance } from 'fastify';
import { as, signUp, type TestUser } from './accounts';

export const orderBody = (productId: string | number, quantity: number) => ({
  productId: String(productId),
  quantity,
  phone: '+880 1711 000000',
  address: 'House 7, Road 3, Dhaka',
});

/** Places an order through the API as `user`; answers the response. */
export function placeOrder(
  app: FastifyInstance,
  user: Pick<TestUser, 'cookie'>,
  productId: string | number,
  quantity: number,
  headers: Record<string, string> = {},
) {
  return app.inject(as(user, { method: 'POST', url: '/api/orders', payload: orderBody(productId, quantity), headers }));
}

export async function stockOf(app: FastifyInstance, productId: string | number): Promise<number> {
  const row = await app.services.catalog.get(String(productId));
  return row.quantity;
}

/** Pays the order as its customer through the test provider and the card 4242 4242 4242 4242, as the web app does. */
export async function payOrder(app: FastifyInstance, user: Pick<TestUser, 'cookie'>, orderId: string): Promise<void> {
  const intent = await app.inject(as(user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId } }));
  const card = { clientSecret: intent.json().clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
  const paid = await app.inject(as(user, { method: 'POST', url: '/api/test-payments/confirm', payload: card }));
  const confirmed = await app.inject(as(user, { method: 'PATCH', url: `/api/orders/${orderId}`, payload: { transactionId: paid.json().transactionId } }));
  if (confirmed.json().modifiedCount !== 1) throw new Error(`order ${orderId} was not paid: ${confirmed.body}`);
}

/** Signs up a customer who has paid an order of the part (one piece): an account that may review the shop. */
export async function signUpBuyer(app: FastifyInstance, productId: string | number): Promise<TestUser> {
  const buyer = await signUp(app);
  await payOrder(app, buyer, (await placeOrder(app, buyer, productId, 1)).json().insertedId);
  return buyer;
}
