import { runModelTests } from './harness/run';
import { ordersModel } from './orders.model';
import { ordersView } from './orders.view';

runModelTests(ordersModel, ordersView);
