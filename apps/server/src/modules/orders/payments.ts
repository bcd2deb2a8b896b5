/** What orders asks of the payments module (app.ts gives it the payments' commands): orders never touches a payment. */
export interface OrderPayments {
  /**
   * Stops the order's payment, if one was started, so that it can no longer be charged: 'none' if none was,
   * 'succeeded' if the customer paid it first (the order is then marked paid).
   */
  stopPayment(orderId: string): Promise<'none' | 'canceled' | 'succeeded'>;
  /** Gives a paid order's money back through the provider (throws if it did not): 'none' if no payment was recorded. */
  refund(orderId: string): Promise<'none' | 'refunded'>;
}
