/** The admin's edit page of a part, linked from Manage Products and from the overview's low-stock list. */
export function editProductPath(productId: string): string {
  return `/dashboard/manage-products/${encodeURIComponent(productId)}`;
}
