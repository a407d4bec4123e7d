import { cartModel } from './cart.model';
import { cartView } from './cart.view';
import { runModelTests } from './harness/run';

runModelTests(cartModel, cartView);
