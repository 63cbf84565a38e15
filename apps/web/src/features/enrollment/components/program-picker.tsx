import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { findProgramBySlug } from '@portal/domain/catalog/program-slug';
import { PROGRAM_PARAM } from '@/lib/enrol-links';
import { useEnrolmentPrograms } from '@/lib/catalog/get-degree-programs';
import { programPrice } from '@/lib/catalog/program-price';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { chosenProgram } from '../enrollment-choices';
import { SubmitButton } from '@/components/submit-button';
import { usePageFormats } from '@/lib/page-formats';

export interface ProgramPickerProps {
  /** Called with the chosen program's id once it is remembered. */
  onChosen: (degreeProgramId: number) => void;
  submitLabel: string;
  busy?: boolean;
  /** False for prepaid modes, where an access code pays and no price applies to the learner. */
  showPrice?: boolean;
}

/** The tenant's degree programs as a radio group; the choice is remembered for the visit. */
export function ProgramPicker({
  onChosen,
  submitLabel,
  busy = false,
  showPrice = true,
}: ProgramPickerProps) {
  const { t } = useTranslation('enrollment');
  const { textOf } = useCatalogTexts();
  const formats = usePageFormats();
  const legendId = useId();
  const errorId = useId();
  const { data: programs, isPending, isError, refetch } = useEnrolmentPrograms();
  const [params] = useSearchParams();
  const [picked, setSelected] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);

  if (isPending) {
    return (
      <p className="page-loading" role="status">
        {t('program.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="form__notice form__notice--error">
        <p>{t('program.loadError')}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (programs.length === 0) return <p>{t('program.empty')}</p>;
  // The learner's own pick, else the program a storefront link preselected (docs/storefront.md), else
  // the one chosen earlier in the visit.
  const selected =
    picked ??
    findProgramBySlug(programs, params.get(PROGRAM_PARAM) ?? '')?.id ??
    chosenProgram.get();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected === null) {
      setMissing(true);
      document.getElementById(`program-${programs[0]?.id}`)?.focus();
      return;
    }
    chosenProgram.set(selected);
    onChosen(selected);
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <fieldset
        className="choice-list"
        aria-labelledby={legendId}
        aria-describedby={missing ? errorId : undefined}
      >
        <legend id={legendId} className="form-field__label">
          {t('program.legend')}
        </legend>
        {programs.map((program) => (
          <label key={program.id} className="choice" htmlFor={`program-${program.id}`}>
            <input
              id={`program-${program.id}`}
              type="radio"
              name="degreeProgramId"
              value={program.id}
              checked={selected === program.id}
              onChange={() => {
                setSelected(program.id);
                setMissing(false);
              }}
            />
            <span className="choice__text">
              <span className="choice__name" lang={textOf(program, 'name').lang}>
                {textOf(program, 'name').text}
              </span>
              {showPrice ? (
                <span className="choice__detail">{programPrice(program, formats)}</span>
              ) : null}
            </span>
          </label>
        ))}
        {missing ? (
          <p id={errorId} className="form-field__error">
            {t('validation.required', { ns: 'domain' })}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton className="button button--primary button--block" busy={busy}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
