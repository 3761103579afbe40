import './settings-breadcrumb.css';

/** 'Settings / {title}', the page's heading as its last step (spec 02-areas §2.13 "breadcrumb"). */
export function SettingsBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="settings-breadcrumb">
      <ol>
        <li>Settings</li>
        <li aria-current="page">
          <h1 className="settings-breadcrumb__title">{title}</h1>
        </li>
      </ol>
    </nav>
  );
}
