// Every stylesheet of the app, in the order its cascade has always had: the features' first, the
// global styles.css last, so that a global rule still wins over a feature rule of the same
// specificity. Imported once by main.tsx, so all of it stays one small stylesheet linked from
// index.html (about 10 KB gzip): a screen's chunk, loaded later, brings no CSS that would land
// after styles.css and turn that order round. A new stylesheet belongs in this list too.
import './features/account/account.css';
import './features/invites/invites.css';
import './features/reports/reports.css';
import './features/dashboard/dashboard.css';
import './features/attributes/attributes.css';
import './features/attributes/table.css';
import './features/audit/audit.css';
import './features/groups/groups.css';
import './features/help/help.css';
import './features/insights/insights.css';
import './features/users/users.css';
import './features/survey/survey.css';
import './features/shell/billing.css';
import './styles.css';
