import { type CartLine, cartMessages } from '@partsmith/contract';

/** Under a line beyond the stock of a part with a lead time: how many of its pieces ship later, and within how long. */
export function BackorderNote({ line }: { line: Pick<CartLine, 'backordered' | 'leadTimeDays'> }) {
  if (line.backordered <= 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0 text-base-content/70">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-13a.75.75 0 0 0-1.5 0v5c0 .2.08.39.22.53l3 3a.75.75 0 1 0 1.06-1.06l-2.78-2.78V5Z"
          clipRule="evenodd"
        />
      </svg>
      {cartMessages.backordered(line.backordered, line.leadTimeDays)}
    </p>
  );
}
