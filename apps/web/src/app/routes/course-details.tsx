import { NotFound } from '@/components/not-found';

export function Component() {
  return <NotFound />;
}
