// The host demo's shell, bundled by Rspack; the async boundary lets shared modules negotiate.
void import('../../../host-demo/src/bootstrap');
