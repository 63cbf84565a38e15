import { TranscriptsPage } from '@/features/transcripts/components/transcripts-page';

export function Component() {
  return <TranscriptsPage />;
}
