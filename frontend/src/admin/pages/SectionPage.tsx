/** Admin section pages that are not built yet: title and purpose inside the admin layout. */
import { EmptyState } from '../../components/EmptyState';
import { SECTIONS } from '../sections';

/** The section's heading and a note that management tools arrive here. */
export default function SectionPage({ path }: { path: string }) {
  const section = SECTIONS.find((s) => s.path === path);
  return (
    <div className="admin-page">
      <h1 className="display-title">{section?.label}</h1>
      <p className="muted">{section?.description}</p>
      <EmptyState message="Management tools for this section are coming soon." />
    </div>
  );
}
