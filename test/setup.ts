// Tool classes and tsyringe need the Reflect metadata API, as in any application using the library.
import 'reflect-metadata';
