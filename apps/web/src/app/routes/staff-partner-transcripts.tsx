import { PartnerTranscriptsPage } from '@/features/staff-console/partner/partner-transcripts-page';

export function Component() {
  return <PartnerTranscriptsPage />;
}
