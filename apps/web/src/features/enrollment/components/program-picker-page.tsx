import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { useTenant } from '@/lib/app-services';
import { accountRouteFor } from '../account-route';
import { ProgramPicker } from './program-picker';

export interface ProgramPickerPageProps {
  /** `program` is the /program picker; `start` is the paid-selective /enrollment/start. */
  variant: 'program' | 'start';
}

/** Choose a program, then create the account in the tenant's onboarding mode (docs/product/screens-and-routes.md). */
export function ProgramPickerPage({ variant }: ProgramPickerPageProps) {
  const { t } = useTranslation('enrollment');
  const navigate = useNavigate();
  const { enrollmentType } = useTenant().config;
  // A prepaid learner's code pays: their pages do not speak of paying or of prices (docs/storefront.md).
  const prepaid = enrollmentType === 'prepaid' || enrollmentType === 'davita-assessment-prepaid';
  return (
    <div className="page page--narrow">
      <PageMeta title={t(`${variant}.title`)} description={t(`${variant}.description`)} indexable />
      <h1>{t(`${variant}.heading`)}</h1>
      <p>{prepaid ? t(`checkout.prepaidIntro.${variant}`) : t(`${variant}.intro`)}</p>
      <ProgramPicker
        showPrice={!prepaid}
        submitLabel={t('program.continue')}
        onChosen={() => void navigate(accountRouteFor(enrollmentType))}
      />
    </div>
  );
}
