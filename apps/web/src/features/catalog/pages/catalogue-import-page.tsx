import type { CatalogueImportReport } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { usePageMeta } from '@/components/page-meta';
import { PendingButton } from '@/components/ui/pending-button';
import { SectionHeading } from '@/components/ui/section-heading';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { catalogueExportUrl } from '../api/catalogue-export';
import { useCheckCatalogueImport, useImportCatalogue } from '../api/catalogue-import';
import { CatalogueImportFormat } from '../components/catalogue-import-format';
import { CatalogueImportProblems } from '../components/catalogue-import-problems';

const m = messages.catalogueImport;

/** What the last check said, and of which file: Import is offered for that file only, and only when it is clean. */
interface Checked {
  file: File;
  report: CatalogueImportReport;
}

function CheckResult({ report }: { report: CatalogueImportReport }) {
  if (report.problemCount === 0) {
    return (
      <p role="status" className="alert alert-success">
        {m.checkedClean(report.creates, report.updates, report.unchanged)}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p role="alert" className="alert alert-warning">
        {m.problemsFound(report.problemCount, report.rows)} {report.problems.length < report.problemCount && m.problemsLeftOut(report.problems.length)}
      </p>
      <CatalogueImportProblems problems={report.problems} />
    </div>
  );
}

/**
 * /dashboard/catalogue-import (admin): download the catalogue as CSV; choose a CSV file, check it (a dry run that
 * writes nothing and lists every problem by row and column), and import it once the check of that very file is clean.
 */
export function CatalogueImportPage() {
  usePageMeta({ title: m.title, description: m.importHint });
  const toast = useToast();
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const check = useCheckCatalogueImport();
  const runImport = useImportCatalogue();
  const cleanCheckOfThisFile = checked !== null && checked.file === file && checked.report.problemCount === 0;

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setFileError(null);
    setChecked(null);
    check.reset();
  };

  const checkFile = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(m.fileRequired);
      return;
    }
    check.mutate(file, { onSuccess: (report) => setChecked({ file, report }) });
  };

  const importFile = () => {
    if (!file || !cleanCheckOfThisFile) return;
    runImport.mutate(file, {
      onSuccess: (report) => {
        toast.success(m.imported(report.creates, report.updates));
        setFile(null);
        setChecked(null);
        setInputKey((key) => key + 1);
      },
      // Something changed since the check (another admin, an order): the file must be checked again.
      onError: (error) => {
        toast.error(getErrorMessage(error));
        setChecked(null);
      },
    });
  };

  return (
    <section className="space-y-10">
      <SectionHeading as="h1" title={m.title} />

      <section aria-labelledby="catalogue-export" className="space-y-3">
        <h2 id="catalogue-export" className="text-xl font-semibold">
          {m.exportHeading}
        </h2>
        <p className="text-base-content/75">{m.exportHint}</p>
        <a className="btn btn-outline" href={catalogueExportUrl()} download>
          {m.download}
        </a>
      </section>

      <section aria-labelledby="catalogue-import" className="space-y-4">
        <h2 id="catalogue-import" className="text-xl font-semibold">
          {m.importHeading}
        </h2>
        <p className="text-base-content/75">{m.importHint}</p>
        <form noValidate onSubmit={checkFile} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div>
            <label htmlFor={fileInputId} className="mb-1.5 block text-sm font-medium">
              {m.file}
            </label>
            <input
              key={inputKey}
              id={fileInputId}
              type="file"
              accept=".csv,text/csv"
              className="file-input w-full max-w-md"
              onChange={chooseFile}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileInputId}-error` : undefined}
            />
          </div>
          <PendingButton type="submit" className="btn btn-primary" pending={check.isPending} disabled={runImport.isPending}>
            {check.isPending ? m.checking : m.check}
          </PendingButton>
          <PendingButton className="btn btn-success" pending={runImport.isPending} disabled={!cleanCheckOfThisFile} onClick={importFile}>
            {runImport.isPending ? m.importing : m.import}
          </PendingButton>
        </form>
        {fileError && (
          <p id={`${fileInputId}-error`} className="text-sm text-error">
            {fileError}
          </p>
        )}
        {check.isError && (
          <p role="alert" className="alert alert-error">
            {getErrorMessage(check.error)}
          </p>
        )}
        {checked && checked.file === file ? (
          <CheckResult report={checked.report} />
        ) : (
          file && !check.isPending && <p className="text-sm text-base-content/70">{m.checkFirst}</p>
        )}
      </section>

      <CatalogueImportFormat />
    </section>
  );
}
