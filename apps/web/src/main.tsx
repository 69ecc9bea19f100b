import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { RootStore } from './app/root-store';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker-registration';
import { browserThemeEnvironment } from './domains/theme/theme-store';
import { ApiClient } from './lib/api-client';
import { adoptEarlyAnswers } from './lib/early-answers';
import { applyLanguage, initialLanguage } from './lib/i18n';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const store = new RootStore({
  // What index.html asked for before this code arrived answers the first GETs.
  api: new ApiClient({ earlyAnswers: adoptEarlyAnswers(window) }),
  themeEnvironment: browserThemeEnvironment(),
});
// Started before the first render so the theme set by index.html is never repainted wrongly.
store.theme.start();
store.followProfilePreferences();
store.sendQueuedWritesWhenBack();

const root = createRoot(container);

function render(): void {
  root.render(
    <StrictMode>
      <App store={store} router={createAppRouter(store)} />
    </StrictMode>,
  );
}

// English is bundled; another language's translations arrive before the first paint, so the
// screen never flips from English to it. Should they fail to load, Keel opens in English.
const language = initialLanguage();
if (language === 'en') render();
else
  void applyLanguage(language)
    .catch(() => undefined)
    .finally(render);

// Offline reloads (issue 21): registered once the page has loaded and settled.
registerServiceWorker();
