import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useStaffMe } from '../sign-in/get-staff-me';
import { consoleAreasFor, type ConsoleArea } from './console-areas';
import { shortcutsPreference, useConsoleShortcuts, useShortcutsEnabled } from './console-shortcuts';

/**
 * The console's own navigation on every signed-in page: the areas the member's roles open (the
 * current one marked), and the keyboard shortcuts, listed in a dialog that can turn them off.
 */
export function ConsoleNav() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const dialog = useRef<HTMLDialogElement>(null);
  const areas = me.data ? consoleAreasFor(me.data.roles) : [];
  const openHelp = () => {
    if (!dialog.current?.open) dialog.current?.showModal();
  };
  useConsoleShortcuts({ areas, onHelp: openHelp });
  if (!me.data) return null;
  return (
    <nav aria-label={t('nav.label')} className="console-nav">
      <ul className="console-nav__list">
        {areas.map((area) => (
          <li key={area.id}>
            <NavLink to={area.href} end className="console-nav__link">
              {t(`nav.${area.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary console-nav__help"
        aria-haspopup="dialog"
        onClick={openHelp}
      >
        {t('nav.shortcuts')}
      </button>
      <ShortcutsDialog ref={dialog} areas={areas} />
    </nav>
  );
}

function ShortcutsDialog({
  ref,
  areas,
}: {
  ref: React.Ref<HTMLDialogElement>;
  areas: readonly ConsoleArea[];
}) {
  const { t } = useTranslation('staff');
  const enabled = useShortcutsEnabled();
  return (
    <dialog
      ref={ref}
      className="console-shortcuts-dialog"
      aria-labelledby="console-shortcuts-title"
    >
      <h2 id="console-shortcuts-title" className="dialog__title">
        {t('nav.shortcutsTitle')}
      </h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => shortcutsPreference.set(event.target.checked)}
        />{' '}
        {t('nav.shortcutsOn')}
      </label>
      <table className="console-shortcuts">
        <caption className="visually-hidden">{t('nav.shortcutsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('nav.keys')}</th>
            <th scope="col">{t('nav.does')}</th>
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.id}>
              <td>
                <kbd>g</kbd> <kbd>{area.key}</kbd>
              </td>
              <td>{t('nav.goTo', { area: t(`nav.${area.id}`) })}</td>
            </tr>
          ))}
          <tr>
            <td>
              <kbd>/</kbd>
            </td>
            <td>{t('nav.search')}</td>
          </tr>
          <tr>
            <td>
              <kbd>?</kbd>
            </td>
            <td>{t('nav.help')}</td>
          </tr>
        </tbody>
      </table>
      <form method="dialog" className="dialog__actions">
        <button type="submit" className="button button--primary">
          {t('nav.close')}
        </button>
      </form>
    </dialog>
  );
}
