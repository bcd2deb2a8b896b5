/** Names a table cell's value on phones, where the responsive tables hide their header row. */
export function PhoneCellLabel({ children }: { children: string }) {
  return <span className="font-normal text-base-content/70 sm:hidden">{children}: </span>;
}
