// The async boundary lets Module Federation set up the shared React before any of it runs.
import('./bootstrap');
