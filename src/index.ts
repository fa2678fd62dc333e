// The async boundary: everything else loads from bootstrap, after the page has started.
void import('./bootstrap');
