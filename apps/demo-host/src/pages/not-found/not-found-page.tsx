import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { hostText } from '../../messages';

export function NotFoundPage() {
  const title = hostText('notFound.title');
  usePageTitle(title);
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <p>{hostText('notFound.body')}</p>
      <p>
        <Link to="/market/">{hostText('notFound.link')}</Link>
      </p>
    </div>
  );
}
