// The icons named by the domain's course appearance (packages/domain/src/coursework/
// course-appearance.ts), drawn as 24 px outline SVG. Decorative: the card's heading names the course.
const ICONS: Record<string, React.ReactNode> = {
  lightbulb: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  chalkboard: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1" />
      <path d="M8 20l2-4M16 20l-2-4M7 9h6" />
    </>
  ),
  'heart-pulse': (
    <>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      <path d="M6 12h3l1.5-2 2 4 1.5-2H18" />
    </>
  ),
  server: (
    <>
      <rect x="4" y="4" width="16" height="7" rx="1" />
      <rect x="4" y="13" width="16" height="7" rx="1" />
      <path d="M8 7.5h.01M8 16.5h.01" />
    </>
  ),
  code: <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
};

export function CourseIcon({ name }: { name: string }) {
  return (
    <svg
      className="dashboard-card__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name in ICONS ? name : 'lightbulb'}
    >
      {ICONS[name] ?? ICONS.lightbulb}
    </svg>
  );
}
