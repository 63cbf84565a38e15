import { RegistrarPage } from '@/features/staff-console/registrar/registrar-page';

export function Component() {
  return <RegistrarPage />;
}
