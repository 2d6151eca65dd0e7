import { LanguageSwitch } from '../../components/language-switch';
import { UserMenu } from './user-menu';

/** The header's end in the shell and the console alike: language, then the signed-in user. */
export function HeaderEnd() {
  return (
    <div className="shell-header-end">
      <LanguageSwitch />
      <UserMenu />
    </div>
  );
}
