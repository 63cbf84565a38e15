import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CatalogProgramView } from '@portal/domain/catalog/catalog-editing';
import { formatMoney } from '@portal/domain/money/format-money';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { EntryDrafts, EntryHistory } from './entry-history';
import { useCatalogProgram } from './get-catalog-program';

/**
 * /staff/catalog/programs/{id} (docs/catalog-editing.md "Versions"): the program as it is live,
 * its courses in study order, its open drafts, "Edit", and its versions with the latest's undo.
 */
export function CatalogProgramPage() {
  const { t } = useTranslation('staff');
  const { programId = '' } = useParams();
  return (
    <div className="page">
      <PageMeta title={t('catalogEditing.program')} />
      <StaffSignedIn>{() => <Program programId={programId} />}</StaffSignedIn>
    </div>
  );
}

function Program({ programId }: { programId: string }) {
  const { t } = useTranslation('staff');
  const read = useCatalogProgram(programId);
  const [done, setDone] = useState('');
  const program = read.data;
  return (
    <>
      <h1>
        {program
          ? `${program.entry.enrollmentCode} ${program.entry.name}`
          : t('catalogEditing.program')}
      </h1>
      <p>
        <Link to={paths.staffCatalog.href()}>{t('catalogEditing.backToCatalog')}</Link>
      </p>
      <ListFailure id="catalog-program-failure" read={{ ...read, isPlaceholderData: false }} />
      <p role="status">{read.isPending && !read.error ? t('catalogEditing.loading') : done}</p>
      {program ? <ProgramDetails program={program} onDone={setDone} /> : null}
    </>
  );
}

function ProgramDetails({
  program,
  onDone,
}: {
  program: CatalogProgramView;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { entry } = program;
  return (
    <>
      <dl className="record-facts">
        <dt>{t('catalogEditing.fields.schoolId')}</dt>
        <dd>{entry.schoolId}</dd>
        <dt>{t('catalogEditing.fields.priceCents')}</dt>
        <dd>{formatMoney(entry.priceCents)}</dd>
        <dt>{t('catalogEditing.fields.courses')}</dt>
        <dd>{entry.courses.join(', ')}</dd>
      </dl>
      <p>{entry.description}</p>
      <p>
        <Link className="button button--primary" to={paths.staffCatalogProgramEdit.href(entry.id)}>
          {t('catalogEditing.editProgram')}
        </Link>
      </p>
      <EntryDrafts drafts={program.drafts} />
      <EntryHistory
        kind="program"
        entryId={String(entry.id)}
        history={program.history}
        onDone={onDone}
      />
    </>
  );
}
