import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/domain/money/format-money';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { recordDate, recordTime } from '../shared/record-format';
import { MembershipStatus } from '../shared/membership-status';
import { RecordOrders } from './record-orders';
import { Facts, RecordSection } from '../shared/record-section';
import { RecordCourses, RecordTranscripts } from './record-coursework';
import { StudentActions } from './student-actions';

/** Every part of the record, in the order a support call goes through them. */
export function StudentRecordSections({ record }: { record: StudentRecord }) {
  return (
    <>
      <RecordProfile record={record} />
      <RecordSignIn record={record} />
      <RecordMembership record={record} />
      <RecordOrders studentId={record.profile.id} orders={record.orders} />
      <RecordCourses record={record} />
      <RecordTranscripts requests={record.transcriptRequests} />
      <StudentActions record={record} />
    </>
  );
}

function RecordProfile({ record: { profile } }: { record: StudentRecord }) {
  const { t } = useTranslation('staff');
  return (
    <RecordSection heading={t('record.profile.heading')}>
      <Facts
        facts={[
          [t('record.profile.name'), t('student.name', profile)],
          [t('record.profile.email'), profile.email],
          [
            t('record.profile.phones'),
            profile.phoneNumbers.join(', ') || t('record.profile.noPhone'),
          ],
          [t('record.profile.tenant'), profile.tenantId],
          [
            t('record.profile.language'),
            t(
              profile.language ? 'record.profile.chosenLanguage' : 'record.profile.defaultLanguage',
              {
                language: t(`languages.${profile.mailLanguage}`),
              },
            ),
          ],
          [t('record.profile.id'), profile.id],
          [t('record.profile.createdAt'), recordDate(profile.createdAt)],
        ]}
      />
    </RecordSection>
  );
}

function RecordSignIn({ record: { signIn } }: { record: StudentRecord }) {
  const { t } = useTranslation('staff');
  return (
    <RecordSection heading={t('record.signIn.heading')}>
      <Facts
        facts={[
          [
            t('record.signIn.lock'),
            signIn.locked && signIn.lockedUntil
              ? t('record.signIn.lockedUntil', { time: recordTime(signIn.lockedUntil) })
              : t('record.signIn.notLocked'),
          ],
          [
            t('record.signIn.last'),
            signIn.lastSignInAt ? recordTime(signIn.lastSignInAt) : t('record.signIn.never'),
          ],
        ]}
      />
    </RecordSection>
  );
}

function RecordMembership({ record }: { record: StudentRecord }) {
  const { t } = useTranslation('staff');
  const { membership, plan, debtCents } = record;
  return (
    <RecordSection heading={t('record.membership.heading')}>
      <Facts
        facts={[
          [t('record.membership.status'), <MembershipStatus status={membership?.status ?? null} />],
          ...(membership?.expiresAt
            ? [
                [t('record.membership.expiresAt'), recordDate(membership.expiresAt)] as [
                  string,
                  string,
                ],
              ]
            : []),
          [t('record.membership.debt'), formatMoney(debtCents)],
        ]}
      />
      {plan ? (
        <Facts
          facts={[
            [t('record.plan.name'), plan.name],
            [t('record.plan.periodicity'), plan.periodicity],
            [t('record.plan.amount'), formatMoney(plan.amountCents)],
            [t('record.plan.status'), plan.status],
            [
              t('record.plan.nextPaymentAt'),
              plan.nextPaymentAt ? recordDate(plan.nextPaymentAt) : t('record.plan.noNextPayment'),
            ],
          ]}
        />
      ) : (
        <p>{t('record.plan.none')}</p>
      )}
    </RecordSection>
  );
}
