import type { PartSpecification } from '@partsmith/contract';
import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { useId } from 'react';

function shownValue({ kind, value, unit }: PartSpecification): string {
  if (kind === 'boolean') return value === true ? catalogueMessages.yes : catalogueMessages.no;
  return unit ? `${String(value)} ${unit}` : String(value);
}

/** A part's specifications, in the order its categories declare them. */
export function SpecificationTable({ specifications }: { specifications: PartSpecification[] }) {
  const headingId = useId();
  if (specifications.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {catalogueMessages.specificationsHeading}
      </h2>
      <table className="table rounded-box border border-base-300 bg-base-100" aria-labelledby={headingId}>
        <tbody>
          {specifications.map((specification) => (
            <tr key={specification.key}>
              <th scope="row" className="w-1/2 font-medium text-base-content/80">
                {specification.name}
              </th>
              <td className="font-semibold">{shownValue(specification)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
