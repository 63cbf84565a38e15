import { RegistrarPage } from '@/features/staff-console/components/registrar-page';

export function Component() {
  return <RegistrarPage />;
}
