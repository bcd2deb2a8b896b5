import type { ImportProblem } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';

const m = messages.catalogueImport;

/** The problems a check found in a file, by the file's own row numbers (no numbering of the table's own beside them). */
export function CatalogueImportProblems({ problems }: { problems: ImportProblem[] }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col" className="text-right">
              {m.problemRow}
            </th>
            <th scope="col">{m.problemColumn}</th>
            <th scope="col">{m.problemMessage}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr key={`${problem.row} ${problem.column} ${problem.message}`}>
              <th scope="row" className="text-right align-top tabular-nums">
                {problem.row}
              </th>
              <td className="align-top">
                <code className="break-all">{problem.column ?? m.wholeRow}</code>
              </td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
