import type { FastifyInstance } from 'fastify';
import { as, type TestUser } from './accounts';

export const orderBody = (productId: string | number, quantity: number) => ({
  productId: String(productId),
  quantity,
  phone: '+880 1711 000000',
  address: 'House 7, Road 3, Dhaka',
});

/** Places an order through the API as `user`; answers the response. */
export function placeOrder(app: FastifyInstance, user: TestUser, productId: string | number, quantity: number, headers: Record<string, string> = {}) {
  return app.inject(as(user, { method: 'POST', url: '/api/orders', payload: orderBody(productId, quantity), headers }));
}

export async function stockOf(app: FastifyInstance, productId: string | number): Promise<number> {
  const row = await app.services.catalog.get(String(productId));
  return row.quantity;
}
