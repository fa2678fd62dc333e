// The standalone entry (the remote has its own, exposes/): no federation, so no async boundary;
// the app comes in this one file and its screen's chunk is requested at once (bootstrap.tsx).
import './bootstrap';
