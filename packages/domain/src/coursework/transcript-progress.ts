// docs/product/entities.md "Transcript rows show a progress string 'completed / required' and a status of
// completed or in progress".
export interface TranscriptCourse {
  completed: boolean;
  requiredGradeableItemsCompletedCount: number;
  requiredGradeableItemsCount: number;
}

export interface TranscriptProgress {
  progress: string;
  status: 'completed' | 'in progress';
}

export function transcriptProgress(course: TranscriptCourse): TranscriptProgress {
  return {
    progress: `${course.requiredGradeableItemsCompletedCount} / ${course.requiredGradeableItemsCount}`,
    status: course.completed ? 'completed' : 'in progress',
  };
}
