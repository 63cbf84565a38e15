import { useTranslation } from 'react-i18next';
import type { ExamEntry, ExamFields, ExamFieldsInput } from '@portal/domain/catalog/catalog-entry';
import { paths } from '@/lib/paths';
import { EntryEditorPage } from './entry-editor-page';
import { ExamForm } from './exam-form';

/**
 * /staff/catalog/exams/{id}/edit and /staff/catalog/exams/new (docs/catalog-editing.md "Other
 * kinds"): a challenge exam's course and price, in the shared editor frame.
 */
export function ExamEditorPage() {
  const { t } = useTranslation('staff');
  return (
    <EntryEditorPage<ExamEntry, ExamFieldsInput, ExamFields>
      kind="exam"
      param="examId"
      heading={{ edit: t('catalogEditing.editExam'), new: t('catalogEditing.newExam') }}
      noSuchEntry={t('catalogEditing.noSuchExam')}
      entryHref={paths.staffCatalogExam.href}
      initial={(exam) =>
        exam ? { course: exam.course, priceCents: exam.priceCents } : { course: '', priceCents: 0 }
      }
    >
      {(form) => <ExamForm {...form} />}
    </EntryEditorPage>
  );
}
