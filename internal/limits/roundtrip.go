package limits

import (
	"fmt"
	"reflect"
	"time"
)

// CheckRoundTrip reports whether converting a value of A to B and back keeps
// every field of A, for a value with every field set (each to its own value)
// and for each field set alone: so a field that a conversion drops, swaps or
// copies into another fails, and so does a field added to A without a
// mapping. A must be a struct of integer and duration fields. It also
// reports a field of B that the full conversion leaves zero (a field of B
// with no source). Tests of every arrangement's limits call it.
func CheckRoundTrip[A, B any](there func(A) B, back func(B) A) error {
	ta := reflect.TypeFor[A]()
	if ta.Kind() != reflect.Struct || ta.NumField() == 0 {
		return fmt.Errorf("%s is not a struct with fields", ta)
	}
	sample := func(i int) int64 {
		if ta.Field(i).Type == reflect.TypeFor[time.Duration]() {
			return int64(time.Duration(i+1) * time.Second) // whole seconds survive milliseconds
		}
		return int64(i+1)*1000 + 7
	}
	var all A
	va := reflect.ValueOf(&all).Elem()
	for i := range ta.NumField() {
		va.Field(i).SetInt(sample(i))
	}
	b := there(all)
	if got := back(b); !reflect.DeepEqual(got, all) {
		return fmt.Errorf("%s → %T → back: %+v, want %+v", ta, b, got, all)
	}
	vb := reflect.ValueOf(b)
	for i := range vb.NumField() {
		if vb.Field(i).IsZero() {
			return fmt.Errorf("%T.%s is zero after converting %+v: no field of %s maps to it", b, vb.Type().Field(i).Name, all, ta)
		}
	}
	for i := range ta.NumField() {
		var one A
		reflect.ValueOf(&one).Elem().Field(i).SetInt(sample(i))
		if got := back(there(one)); !reflect.DeepEqual(got, one) {
			return fmt.Errorf("%s.%s alone → %T → back: %+v, want %+v", ta, ta.Field(i).Name, b, got, one)
		}
	}
	return nil
}

// FieldNames returns the names of the fields of struct type T, in order.
func FieldNames[T any]() []string {
	t := reflect.TypeFor[T]()
	out := make([]string, t.NumField())
	for i := range out {
		out[i] = t.Field(i).Name
	}
	return out
}

// Names returns the names of fields, in order.
func Names(fields []Field) []string {
	out := make([]string, len(fields))
	for i, f := range fields {
		out[i] = f.Name
	}
	return out
}
