import { CATALOGUE_CSV_FORMAT } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';

const m = messages.catalogueImport;

/** What each column of the catalogue's CSV file holds (the server's API document says the same). */
export function CatalogueImportFormat() {
  return (
    <section aria-labelledby="catalogue-csv-format" className="space-y-3">
      <h2 id="catalogue-csv-format" className="text-xl font-semibold">
        {m.formatHeading}
      </h2>
      <p className="text-base-content/75">{m.formatHint}</p>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        <table className="table" aria-labelledby="catalogue-csv-format">
          <thead>
            <tr>
              <th scope="col">{m.formatColumn}</th>
              <th scope="col">{m.formatHolds}</th>
            </tr>
          </thead>
          <tbody>
            {CATALOGUE_CSV_FORMAT.map(({ column, holds }) => (
              <tr key={column}>
                <th scope="row" className="align-top font-normal">
                  <code className="whitespace-nowrap">{column}</code>
                </th>
                <td>{holds}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
