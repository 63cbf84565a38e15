import { findProgramBySlug } from '@portal/domain/catalog/program-slug';
import { useParams } from 'react-router';
import { categoriesQuery } from '@/features/catalog/api/get-categories';
import { degreeProgramsQuery } from '@/lib/catalog/get-degree-programs';
import { programCoursesQuery } from '@/lib/catalog/get-program-courses';
import { ProgramPage } from '@/features/catalog/components/program-page';
import type { RouteModule } from '../route-module';

export const loader: RouteModule['loader'] = async ({ params }, { api, queryClient }) => {
  const [programs] = await Promise.all([
    queryClient.ensureQueryData(degreeProgramsQuery(api)),
    // Course links need each course's category slug.
    queryClient.ensureQueryData(categoriesQuery(api)),
  ]);
  const program = findProgramBySlug(programs, params.slug ?? '');
  if (program) await queryClient.ensureQueryData(programCoursesQuery(api, program.id));
  return null;
};

export function Component() {
  const { slug = '' } = useParams();
  return <ProgramPage key={slug} slug={slug} />;
}
