import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_ONLY_ACTIONS } from '@portal/domain/staff/student-actions';
import { staffMay } from '@portal/domain/staff/staff-roles';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { useStaffMe } from '../sign-in/get-staff-me';
import { RecordSection } from '../shared/record-section';
import { AccessChangeDialog } from './access-change-dialog';
import { ProfileCorrectionDialog } from './profile-correction-dialog';
import { paidOrders, ReceiptResendDialog } from './receipt-resend-dialog';
import { StudentActionDialog } from './student-action-dialog';

const ACCESS_ACTIONS = ['extend-access', 'end-access'] as const;

/**
 * What the member may do to the student (docs/staff-console.md "Acting on a student"): one
 * button per action their roles allow, each opening its dialog; the server checks again. What
 * the last action did is said in a polite status, after the record was read again.
 */
export function StudentActions({ record }: { record: StudentRecord }) {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const [done, setDone] = useState('');
  const roles = me.data?.roles ?? [];
  if (!staffMay(roles, 'help_students')) return null;
  // Access is there to change once a plan was paid for (the server refuses otherwise).
  const paid = record.membership !== null && record.membership.status !== 'pending';
  return (
    <RecordSection heading={t('actions.heading')}>
      <ul className="staff-actions">
        {REASON_ONLY_ACTIONS.map((action) => (
          <li key={action}>
            <StudentActionDialog action={action} record={record} onDone={setDone} />
          </li>
        ))}
        <li>
          <ProfileCorrectionDialog record={record} onDone={setDone} />
        </li>
        {paid
          ? ACCESS_ACTIONS.map((action) => (
              <li key={action}>
                <AccessChangeDialog action={action} record={record} onDone={setDone} />
              </li>
            ))
          : null}
        {paidOrders(record).length > 0 ? (
          <li>
            <ReceiptResendDialog record={record} onDone={setDone} />
          </li>
        ) : null}
      </ul>
      <p role="status" aria-live="polite">
        {done}
      </p>
    </RecordSection>
  );
}
